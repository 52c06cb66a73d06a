/* LD_PRELOAD shim giving MXNet's OpenMP calls a chosen CPU count (SHIM_PROCS), so that
 * ImageDetRecordIter decodes with more threads than the machine's CPUs allow (it uses
 * min(preprocess_threads, omp_get_num_procs() - 1)); used by
 * bench/mxnet_image_det_record_iter_fixtures.py --threads.  Build:
 *   printf 'OMP_1.0 { global: omp_get_num_procs; };\n' > /tmp/omp.map
 *   gcc -shared -fPIC -O2 -Wl,--version-script=/tmp/omp.map -o /tmp/libompshim.so \
 *       bench/omp_num_procs_shim.c
 * (libmxnet.so asks for the versioned symbol omp_get_num_procs@OMP_1.0). */
#include <stdlib.h>

int omp_get_num_procs(void) {
  const char *procs = getenv("SHIM_PROCS");
  return procs ? atoi(procs) : 2;
}
