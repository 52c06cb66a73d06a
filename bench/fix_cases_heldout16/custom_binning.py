"""awslabs/gluonts#755 (https://github.com/awslabs/gluonts/pull/755), "Representation module": the
custom-binning representation discretized its input with `np.digitize(data.asnumpy(), ...)` and
wrapped the result and the repeated bin centers in `F.array(...)`, so the input representation
could not be hybridized; the PR's later commit d1dc5b042 ("Make custom binning hybridization
compatible") replaced both with a custom operator and `F.repeat`.

Source: awslabs/gluonts, src/gluonts/representation/custom_binning.py at the parent of commit
d1dc5b042fe8: `CustomBinning.__init__` and `hybrid_forward` unchanged but for the signature, reduced
to the call the representation gets with no scale and no parameters (`scale=None`, `rep_params=[]`
dropped from the arguments and set in the body), and the returned list flattened (the harness
compares flat outputs); `bin_edges_from_bin_centers` (gluonts/representation/binning_helpers.py)
copied as defined there; the `Representation` base is a plain HybridBlock.  Bin centers
-0.75, -0.25, 0.25, 0.75; the observed indicator is the harness's second input.
"""
from typing import Optional, List

import numpy as np
from mxnet import gluon


INPUTS = [(2, 6), (2, 6)]


def bin_edges_from_bin_centers(bin_centers: np.ndarray):
    lower_edge = -np.inf
    upper_edge = np.inf
    bin_edges = np.concatenate(
        [
            [lower_edge],
            (bin_centers[1:] + bin_centers[:-1]) / 2.0,
            [upper_edge],
        ]
    )
    return bin_edges


class CustomBinning(gluon.HybridBlock):
    def __init__(self, bin_centers: np.ndarray, *args, **kwargs):
        super().__init__(*args, **kwargs)

        self.bin_centers = bin_centers
        self.bin_edges = bin_edges_from_bin_centers(bin_centers)
        self.num_bins = len(bin_centers)

    # noinspection PyMethodOverriding
    def hybrid_forward(self, F, data, observed_indicator, **kwargs):
        scale: Optional = None
        rep_params: List = []
        # Calculate local scale if scale is not already supplied.
        if scale is None:
            scale = F.expand_dims(
                F.sum(data, axis=-1) / F.sum(observed_indicator, axis=-1), -1
            )
            # Clip scale on the bottom to prevent division by zero.
            scale = F.clip(scale, 1e-20, np.inf)

        # Discretize the data.
        # Note: Replace this once there is a clean way to do this in MXNet.
        data_binned = np.digitize(
            data.asnumpy(), bins=self.bin_edges, right=False
        )

        data = F.array(data_binned)

        # Store bin centers for later usage in post_transform.
        bin_centers_hyb = F.array(
            np.repeat(
                np.swapaxes(np.expand_dims(self.bin_centers, axis=-1), 0, 1),
                len(data),
                axis=0,
            )
        )

        return data, scale, bin_centers_hyb


class Net(CustomBinning):
    def __init__(self):
        super(Net, self).__init__(np.array([-0.75, -0.25, 0.25, 0.75]))
