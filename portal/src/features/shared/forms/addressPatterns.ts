// The address rules of rental spec 5 as the contract writes them (PropertyInput.yaml, OwnerProfileInput.yaml): the
// spec's letters, digits, spaces, comma, period, apostrophe and hyphen, widened to accented Latin letters and "#"
// and "/", so that "#204 - 1255 Harwood St", "Rue Saint-Jérôme" and "Montréal" are accepted.

export const streetPattern = /^[A-Za-zÀ-ÖØ-öø-ÿ0-9 ,.'#/-]{3,}$/;
export const cityPattern = /^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ .'-]*$/;
