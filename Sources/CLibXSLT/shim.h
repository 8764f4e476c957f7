#ifndef INTENT_AUDIT_CLIBXSLT_SHIM_H
#define INTENT_AUDIT_CLIBXSLT_SHIM_H

#ifndef UCNV_H
#define UCNV_H
#include <stdint.h>
typedef struct UConverter UConverter;
typedef uint16_t UChar;
#endif

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>
#include <libxml/parser.h>
#include <libxml/xpath.h>
#include <libxml/tree.h>
#include <libxslt/xslt.h>
#include <libxslt/xsltInternals.h>
#include <libxslt/transform.h>
#include <libxslt/xsltutils.h>
#include <libxslt/security.h>
#include <libxslt/documents.h>
#include <libxslt/variables.h>
#include <libexslt/exslt.h>

/* A growable message buffer: libxslt reports errors through C-variadic callbacks,
   which Swift cannot implement, so this C callback collects them for Swift to read. */
typedef struct ia_msgbuf { char *data; size_t len; size_t cap; } ia_msgbuf;

static inline ia_msgbuf *ia_msgbuf_new(void) {
    ia_msgbuf *b = (ia_msgbuf *)calloc(1, sizeof(ia_msgbuf));
    return b;
}
static inline void ia_msgbuf_free(ia_msgbuf *b) { if (b) { free(b->data); free(b); } }
static inline const char *ia_msgbuf_text(ia_msgbuf *b) { return (b && b->data) ? b->data : ""; }

static inline void ia_msgbuf_error(void *ctx, const char *fmt, ...) {
    ia_msgbuf *b = (ia_msgbuf *)ctx;
    if (!b) return;
    char tmp[2048];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n <= 0) return;
    size_t add = (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1;
    if (b->len + add + 1 > 65536) return; /* enough to explain any failure */
    if (b->len + add + 1 > b->cap) {
        size_t cap = (b->cap ? b->cap * 2 : 1024);
        while (cap < b->len + add + 1) cap *= 2;
        char *d = (char *)realloc(b->data, cap);
        if (!d) return;
        b->data = d; b->cap = cap;
    }
    memcpy(b->data + b->len, tmp, add);
    b->len += add;
    b->data[b->len] = 0;
}

/* Route libxslt's process-wide (stylesheet compile) errors and a transform's errors to a buffer. */
static inline void ia_xslt_set_generic_errors(ia_msgbuf *b) {
    xsltSetGenericErrorFunc(b, ia_msgbuf_error);
    xmlSetGenericErrorFunc(b, ia_msgbuf_error);
}
static inline void ia_xslt_set_transform_errors(xsltTransformContextPtr ctxt, ia_msgbuf *b) {
    xsltSetTransformErrorFunc(ctxt, b, ia_msgbuf_error);
}

/* Reads a local file into memory and parses it with `options`. The process-wide external-entity
   loader refuses every load (so no entity or DTD is ever fetched), which also stops xmlReadFile;
   reading the bytes here keeps stylesheets and their imports loadable. `URI` stays the document's
   base, so relative xsl:import hrefs resolve beside it. */
static inline xmlDocPtr ia_xslt_read_local(const char *URI, int options, xmlDictPtr dict) {
    if (!URI) return NULL;
    const char *path = URI;
    if (strncmp(path, "file://localhost/", 17) == 0) path += 16;
    else if (strncmp(path, "file://", 7) == 0) path += 7;
    if (strstr(path, "://")) return NULL; /* any other scheme: not a local file */
    /* O_NONBLOCK and the fstat check: a FIFO, socket or device is never read (it could block forever). */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return NULL;
    struct stat info;
    if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode) || info.st_size > ((off_t)16 << 20)) { close(fd); return NULL; }
    size_t cap = (size_t)info.st_size + 1, len = 0;
    char *buf = (char *)malloc(cap);
    if (!buf) { close(fd); return NULL; }
    for (;;) {
        if (len == cap) { free(buf); close(fd); return NULL; } /* grew while being read */
        ssize_t n = read(fd, buf + len, cap - len);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) { free(buf); close(fd); return NULL; }
        if (n == 0) break;
        len += (size_t)n;
    }
    close(fd);
    /* Like libxslt's default loader, an imported stylesheet or a document() shares the caller's
       dictionary: libxslt copies interned strings between them and frees the result accordingly. */
    xmlParserCtxtPtr pctxt = xmlNewParserCtxt();
    if (!pctxt) { free(buf); return NULL; }
    if (dict) {
        if (pctxt->dict) xmlDictFree(pctxt->dict);
        pctxt->dict = dict;
        xmlDictReference(dict);
    }
    xmlDocPtr doc = xmlCtxtReadMemory(pctxt, buf, (int)len, URI, NULL, options);
    xmlFreeParserCtxt(pctxt);
    free(buf);
    return doc;
}

/* The flags every template and imported document is parsed with: no entity substitution,
   no DTD loading or validation, no XInclude, no network. */
static inline int ia_xslt_safe_options(int options) {
    return (options & ~(XML_PARSE_NOENT | XML_PARSE_DTDLOAD | XML_PARSE_DTDATTR | XML_PARSE_DTDVALID | XML_PARSE_HUGE | XML_PARSE_XINCLUDE))
           | XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING;
}

/* document() and xsl:import/include go through this loader: parse without entity substitution,
   without DTD loading and without network, whatever flags libxslt asks for. */
static inline xmlDocPtr ia_xslt_safe_loader(const xmlChar *URI, xmlDictPtr dict, int options,
                                             void *ctxt, xsltLoadType type) {
    (void)ctxt; (void)type;
    return ia_xslt_read_local((const char *)URI, ia_xslt_safe_options(options), dict);
}
static inline void ia_xslt_install_safe_loader(void) { xsltSetLoaderFunc(ia_xslt_safe_loader); }

/* Stops a running transform from another thread (the watchdog): libxslt checks the state between
   instructions, a depth limit of 0 fails every further template call, and an XPath operation
   limit below the count ends an expression in progress. */
static inline void ia_xslt_stop(xsltTransformContextPtr ctxt) {
    if (!ctxt) return;
    if (ctxt->xpathCtxt) { ctxt->xpathCtxt->opLimit = 1; }
    ctxt->maxTemplateDepth = 0; /* every further template call fails at once, so recursion unwinds */
    ctxt->maxTemplateVars = 0;
    ctxt->state = XSLT_STATE_STOPPED;
}

#endif
