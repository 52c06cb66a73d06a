"""Record real MXNet 1.9.1's ``ROIAlign`` on rois with a negative batch index (the way FPN
R-CNNs mask every roi outside a pyramid level): its CPU kernel writes ``top_data[n] = 0`` for
such a roi ``n`` -- element ``n`` of the whole output -- and leaves the roi's own block
unwritten.  ``tests/ops/test_contrib_box.py`` checks the runtime against the recorded outputs on
the valid rois' blocks (a skipped roi's block is whatever memory MXNet was given).

    OMP_NUM_THREADS=1 /path/to/mxnet-venv/bin/python bench/mxnet_roi_align_fixtures.py \\
        tests/fixtures/mxnet/roi_align_negative.npz

One thread: with several, whether a later roi's zero or an earlier roi's value lands last in
a shared element is a race in MXNet.
"""
import json
import sys

import mxnet as mx
import numpy as np

R = np.random.RandomState(11)


def main(path):
    cases, arrays = [], {}
    feat = R.uniform(1, 2, (2, 3, 6, 6)).astype("float32")    # positive: a zero was written
    small = np.array([[0, 0, 0, 40, 40], [-1, 0, 0, 8, 8], [1, 4, 4, 30, 30],
                      [-1, 1, 1, 9, 9], [-2, 0, 0, 5, 5]], "float32")
    # one channel, 1x2 bins: the zeroed elements land in later rois' blocks, not roi 0's
    one = R.uniform(1, 2, (1, 1, 8, 8)).astype("float32")
    many = np.array([[0, 2, 2, 20, 20]] * 3 + [[-1, 0, 0, 4, 4]] * 2 + [[0, 8, 1, 30, 12]] * 2
                    + [[-1, 1, 1, 2, 2]], "float32")
    many[1:, 1:] += R.uniform(0, 3, (len(many) - 1, 4)).astype("float32")
    # an FPN level: 12 of 16 rois masked, 8 channels of 7x7 bins
    level = R.uniform(1, 2, (1, 8, 10, 10)).astype("float32")
    fpn = np.concatenate([np.zeros((16, 1)), R.uniform(0, 30, (16, 2)),
                          R.uniform(40, 80, (16, 2))], axis=1).astype("float32")
    fpn[R.permutation(16)[:12]] = -1
    fpn[0] = [0, 0, 0, 80, 80]
    for data, rois, attrs in [
            (feat, small, {"pooled_size": (2, 2), "spatial_scale": 0.125, "sample_ratio": 2}),
            (np.repeat(feat, 4, axis=1), small,
             {"pooled_size": (2, 2), "spatial_scale": 0.125, "sample_ratio": 2,
              "position_sensitive": True}),
            (one, many, {"pooled_size": (1, 2), "spatial_scale": 0.25, "sample_ratio": -1}),
            (level, fpn, {"pooled_size": (7, 7), "spatial_scale": 0.125, "sample_ratio": 2}),
            (level, fpn, {"pooled_size": (7, 7), "spatial_scale": 0.125, "sample_ratio": 2,
                          "aligned": True})]:
        k = len(cases)
        out = mx.nd.contrib.ROIAlign(mx.nd.array(data), mx.nd.array(rois), **attrs).asnumpy()
        arrays.update({f"{k}_data": data, f"{k}_rois": rois, f"{k}_out": out})
        cases.append(attrs)
    arrays["__cases__"] = np.frombuffer(json.dumps(cases).encode(), dtype=np.uint8)
    np.savez_compressed(path, **arrays)
    print(f"{len(cases)} calls recorded in {path}")


if __name__ == "__main__":
    main(sys.argv[1])
