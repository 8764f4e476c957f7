//
//  TrailMixIntents-Bridging-Header.h
//  TrailMixIntents
//

#import "TMStartNavigationIntentHandler.h"
#import "TMStartNavigationIntentHandler+Resolution.h"
