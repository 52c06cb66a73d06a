"""The heatmap maximum detector that osmr/imgclsmob's Gluon pose models end with
(gluon/gluoncv2/models/common.py, `HeatmapMaxDetBlock`; AlphaPose, SimplePose and the Lightweight
OpenPose variants of the zoo use it).  The repository's `gluon/` folder was read by an analyzer
held-out round (see tests/corpus/HELDOUT.md) and other files of it are fix cases (heldout5,
heldout32); this class was in none of them.  `hybrid_forward` takes `in_size = self.in_size if
self.fixed_size else x.shape[2:]`, finds each channel's arg-max with `reshape((0, 0, -3))`, turns it
into x/y with `% in_size[1]` and `(indices / in_size[1]).floor()`, and with `tune` (the default)
walks `range(x.shape[0])`, reads `int(pts[b, k, 0].asscalar())` and nudges each point in place
(`pts[b, k, 0] += ...`).  Eagerly it runs; hybridized `x.shape` on a Symbol raises AttributeError.

Source: osmr/imgclsmob @ c1a844dde0, gluon/gluoncv2/models/common.py (HeatmapMaxDetBlock), the class
as written (its `calc_flops` helper left out).  Net: 3 channels, in_size (6, 6), fixed_size False,
tune True (default).  Input: a (2, 3, 6, 6) heatmap batch.
"""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 6, 6)]


class HeatmapMaxDetBlock(HybridBlock):
    """
    Heatmap maximum detector block (for human pose estimation task).

    Parameters
    ----------
    channels : int
        Number of channels.
    in_size : tuple(int, int)
        Spatial size of the input heatmap tensor.
    fixed_size : bool
        Whether to expect fixed spatial size of input image.
    tune : bool, default True
        Whether to tune point positions.
    """
    def __init__(self,
                 channels,
                 in_size,
                 fixed_size,
                 tune=True,
                 **kwargs):
        super(HeatmapMaxDetBlock, self).__init__(**kwargs)
        self.channels = channels
        self.in_size = in_size
        self.fixed_size = fixed_size
        self.tune = tune

    def hybrid_forward(self, F, x):
        # assert (not self.fixed_size) or (self.in_size == x.shape[2:])
        vector_dim = 2
        in_size = self.in_size if self.fixed_size else x.shape[2:]
        heatmap_vector = x.reshape((0, 0, -3))
        indices = heatmap_vector.argmax(axis=vector_dim, keepdims=True)
        scores = heatmap_vector.max(axis=vector_dim, keepdims=True)
        scores_mask = (scores > 0.0)
        pts_x = (indices % in_size[1]) * scores_mask
        pts_y = (indices / in_size[1]).floor() * scores_mask
        pts = F.concat(pts_x, pts_y, scores, dim=vector_dim)
        if self.tune:
            batch = x.shape[0]
            for b in range(batch):
                for k in range(self.channels):
                    hm = x[b, k, :, :]
                    px = int(pts[b, k, 0].asscalar())
                    py = int(pts[b, k, 1].asscalar())
                    if (0 < px < in_size[1] - 1) and (0 < py < in_size[0] - 1):
                        pts[b, k, 0] += (hm[py, px + 1] - hm[py, px - 1]).sign() * 0.25
                        pts[b, k, 1] += (hm[py + 1, px] - hm[py - 1, px]).sign() * 0.25
        return pts

    def __repr__(self):
        s = "{name}(channels={channels}, in_size={in_size}, fixed_size={fixed_size})"
        return s.format(
            name=self.__class__.__name__,
            channels=self.channels,
            in_size=self.in_size,
            fixed_size=self.fixed_size)


class Net(HeatmapMaxDetBlock):
    def __init__(self):
        super(Net, self).__init__(3, (6, 6), False)
