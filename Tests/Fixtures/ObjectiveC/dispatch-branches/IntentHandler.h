#import <Intents/Intents.h>

@interface IntentHandler : INExtension <LogWaterIntentHandling>
@end
