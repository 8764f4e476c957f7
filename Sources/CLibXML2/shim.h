#ifndef INTENT_AUDIT_CLIBXML2_SHIM_H
#define INTENT_AUDIT_CLIBXML2_SHIM_H

/* libxml2's headers pull in ICU types that clash with Foundation's copy of ICU.
   Declaring the two types here first keeps the modules compatible. */
#ifndef UCNV_H
#define UCNV_H
#include <stdint.h>
typedef struct UConverter UConverter;
typedef uint16_t UChar;
#endif

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlsave.h>
#include <libxml/xmlIO.h>

/* Swift 6 rejects mutable C globals; these wrappers are the only way Swift reaches them. */
static inline void ia_xmlFree(void *p) { xmlFree(p); }

static inline void ia_xml_silence(void *ctx, const char *msg, ...) { (void)ctx; (void)msg; }

/* Errors go to the parser context (xmlCtxtGetLastError), never to stderr. */
static inline void ia_xml_quiet_generic_errors(void) {
    xmlSetGenericErrorFunc(NULL, ia_xml_silence);
}

/* No external entity, DTD or network fetch, ever: every external load is refused. */
static inline xmlParserInputPtr ia_xml_no_external(const char *URL, const char *ID, xmlParserCtxtPtr ctxt) {
    (void)URL; (void)ID; (void)ctxt;
    return NULL;
}
static inline void ia_xml_forbid_external_loads(void) {
    xmlSetExternalEntityLoader(ia_xml_no_external);
}

#endif
