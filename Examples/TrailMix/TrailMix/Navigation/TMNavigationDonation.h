//
//  TMNavigationDonation.h
//  TrailMix
//
//  Part of the original Objective-C navigation module.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Donates StartNavigationIntent interactions so Siri can suggest "Navigate <trail>".
@interface TMNavigationDonation : NSObject

+ (void)donateStartNavigationForTrailID:(NSString *)trailID
                                   name:(NSString *)name NS_SWIFT_NAME(donateStartNavigation(trailID:name:));

+ (void)deleteDonationsForTrailID:(NSString *)trailID NS_SWIFT_NAME(deleteDonations(trailID:));

@end

NS_ASSUME_NONNULL_END
