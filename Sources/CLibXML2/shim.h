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
#include <libxml/xmlschemas.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* Collects structured errors (schema validation) as "line: message" lines for Swift to read;
   a C callback because libxml2's error callback signature differs between versions. */
typedef struct ia_xml_errors { char *data; size_t len; size_t cap; int count; } ia_xml_errors;

static inline ia_xml_errors *ia_xml_errors_new(void) { return (ia_xml_errors *)calloc(1, sizeof(ia_xml_errors)); }
static inline void ia_xml_errors_free(ia_xml_errors *e) { if (e) { free(e->data); free(e); } }
static inline const char *ia_xml_errors_text(ia_xml_errors *e) { return (e && e->data) ? e->data : ""; }
static inline int ia_xml_errors_count(ia_xml_errors *e) { return e ? e->count : 0; }

static inline void ia_xml_errors_append(ia_xml_errors *e, const char *text) {
    size_t add = strlen(text);
    if (e->len + add + 1 > 65536) return;
    if (e->len + add + 1 > e->cap) {
        size_t cap = e->cap ? e->cap * 2 : 1024;
        while (cap < e->len + add + 1) cap *= 2;
        char *d = (char *)realloc(e->data, cap);
        if (!d) return;
        e->data = d; e->cap = cap;
    }
    memcpy(e->data + e->len, text, add);
    e->len += add;
    e->data[e->len] = 0;
}

static inline void ia_xml_errors_structured(void *ctx, const xmlError *error) {
    ia_xml_errors *e = (ia_xml_errors *)ctx;
    if (!e || !error) return;
    char line[1200];
    snprintf(line, sizeof line, "%d: %s", error->line, error->message ? error->message : "error");
    size_t n = strlen(line);
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == ' ')) line[--n] = 0;
    if (e->len > 0) ia_xml_errors_append(e, "\n");
    ia_xml_errors_append(e, line);
    e->count += 1;
}

/* Validates a parsed document against a schema given as bytes; returns 0 when valid,
   > 0 when invalid, < 0 when the schema itself cannot be used. Messages go to `errors`. */
static inline int ia_xml_schema_validate(const char *schema, int schemaLength, xmlDocPtr doc, ia_xml_errors *errors) {
    xmlSchemaParserCtxtPtr pctxt = xmlSchemaNewMemParserCtxt(schema, schemaLength);
    if (!pctxt) return -1;
    xmlSchemaSetParserStructuredErrors(pctxt, (xmlStructuredErrorFunc)ia_xml_errors_structured, errors);
    xmlSchemaPtr parsed = xmlSchemaParse(pctxt);
    xmlSchemaFreeParserCtxt(pctxt);
    if (!parsed) return -1;
    xmlSchemaValidCtxtPtr vctxt = xmlSchemaNewValidCtxt(parsed);
    if (!vctxt) { xmlSchemaFree(parsed); return -1; }
    xmlSchemaSetValidStructuredErrors(vctxt, (xmlStructuredErrorFunc)ia_xml_errors_structured, errors);
    int result = xmlSchemaValidateDoc(vctxt, doc);
    xmlSchemaFreeValidCtxt(vctxt);
    xmlSchemaFree(parsed);
    return result;
}

#endif
