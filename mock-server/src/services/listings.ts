// Listings of rental properties and their images (tag: listings).
// Operations to implement here, one function each keyed by operationId (see src/services/properties.ts):
//   listPropertyListings (GET /propertyListing/list/{propertyId})
//   listArchivedPropertyListings (GET /propertyListing/archived/list/{propertyId})
//   getPropertyListing (GET /propertyListing/{id})
//   updatePropertyListing (PUT /propertyListing/{id})
//   deletePropertyListing (DELETE /propertyListing/{id})
//   createPropertyListing (POST /propertyListing)
//   listListingImages (GET /propertyListingImage/{listingId})
//   uploadListingImage (POST /propertyListingImage/{listingId})
//   updateListingImageSort (PUT /propertyListingImage/updateSortOrder)
//   deleteListingImage (DELETE /propertyListingImage/delete/{imageId}/{listingId})
//   getListingImageFile (GET /propertyListingImage/file/{imageId})
import { defineHandlers } from '../http/handlers.ts';

export const handlers = defineHandlers({});
