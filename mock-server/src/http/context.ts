// What every handler and plugin shares: the app's services, the signed-in user, and fastify's type extensions.

import type { Portal } from '../auth/roles.ts';
import type { SecretBox } from '../auth/secret-box.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { AppOptions } from '../config.ts';
import type { ContractOperation, OpenApiDocument, SessionRole } from '../contract.ts';
import type { Db } from '../db/client.ts';
import type { RoleName } from '../db/schema.ts';
import type { Geocoder } from '../geocoder/types.ts';
import type { Housekeeping } from '../housekeeping/scheduler.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { AfterAnswer } from './after-answer.ts';

export interface SessionUser {
  id: number;
  /** The session role, from the role name and the portal the user signed in on. */
  role: SessionRole;
  roleName: RoleName;
  userName: string;
  portal: Portal;
  /** The session the token names (sessions table); empty for an enrolment token. */
  sessionId: string;
  /** Signed in with an enrolment token (POST /auth's mfaEnrolmentRequired): only x-enrolment operations answer. */
  enrolmentOnly?: boolean;
}

export interface AppServices {
  db: Db;
  storage: FileStorage;
  mail: Mailer;
  tokens: TokenService;
  /** Encrypts the second-factor secrets kept in the database. */
  secretBox: SecretBox;
  options: AppOptions;
  contract: OpenApiDocument;
  /** The address search (options.geocoder). */
  geocoder: Geocoder;
  /** The cleanup jobs' schedule (housekeeping/scheduler.ts); stopped before the database closes. */
  housekeeping: Housekeeping;
  /** starting until the app is ready, then ready; draining from SIGTERM on (GET /api/ready answers 503). */
  lifecycle: { state: 'starting' | 'ready' | 'draining' };
  /** Work done after a request's answer (a password reset's look-up and mail): http/after-answer.ts. */
  afterAnswer: AfterAnswer;
  /**
   * Set by the audit benchmark (bench/audit-writes.ts) alone, between its rounds: writes run as they would with no
   * audit trail, the baseline the trail's cost is measured against. Never set by the server.
   */
  auditPaused?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** Handlers registered for operationIds the contract does not have (a test asserts there are none). */
    unknownHandlers: string[];
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** Why a bearer token was not accepted, so a 401 can say "expired" or "ended". */
    authProblem: 'expired' | 'ended' | 'invalid' | null;
    /** When the accepted bearer token expires (ms since the epoch). */
    tokenExpiresAt: number;
    /** The caller's unread notifications, read with the session (on PostgreSQL, for countUnreadNotifications). */
    unreadCount?: number;
    /** A second sign-in step's portal (from its challenge) and how it signed in, for the audit trail. */
    signInPortal?: 'residential' | 'strata';
    signInMethod?: 'totp' | 'recoveryCode' | 'passkey';
    /** The audit event of a streamed read or export, written as a successful answer's headers go out. */
    auditOnSend?: (() => Promise<unknown>) | undefined;
  }
  interface FastifyContextConfig {
    /** Set on every route generated from the contract. */
    operation?: ContractOperation;
    /** The contract's multipart/form-data schema: validated by readUpload, not by fastify (the body is a stream). */
    multipartSchema?: Record<string, unknown>;
    /** The integer-typed path and query parameters, checked as canonical before coercion. */
    integerParams?: { params: string[]; querystring: string[] };
  }
}
