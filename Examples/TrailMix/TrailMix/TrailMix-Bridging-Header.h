//
//  TrailMix-Bridging-Header.h
//  TrailMix
//

#import "TMNavigationDonation.h"
