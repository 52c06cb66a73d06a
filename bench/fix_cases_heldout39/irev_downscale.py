"""i-RevNet's psi-block from osmr/imgclsmob's Gluon model zoo (gluon/gluoncv2/models/irevnet.py,
`IRevDownscale`).  The repository's `gluon/` folder was read by an analyzer held-out round (see
tests/corpus/HELDOUT.md) and two of its other files are fix cases (heldout5: pspnet's and jasper's
blocks; heldout32: efficientnet's TF padding); this class was in none of them.  `hybrid_forward`
unpacks `batch, x_channels, x_height, x_width = x.shape`, splits the transposed input into
`y.shape[2] // self.scale` column groups, reshapes each with `t.reshape(batch, y_height,
y_channels)` and stacks them.  Eagerly it runs; hybridized `x.shape` on a Symbol raises
AttributeError.

Source: osmr/imgclsmob @ c1a844dde0, gluon/gluoncv2/models/irevnet.py (IRevDownscale), the class
as written (its eager-only `inverse` left out).  Net: scale 2.  Input: a (2, 3, 4, 6) batch.
"""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 6)]


class IRevDownscale(HybridBlock):
    """
    i-RevNet specific downscale (so-called psi-block).

    Parameters
    ----------
    scale : int
        Scale (downscale) value.
    """
    def __init__(self,
                 scale,
                 **kwargs):
        super(IRevDownscale, self).__init__(**kwargs)
        self.scale = scale

    def hybrid_forward(self, F, x):
        batch, x_channels, x_height, x_width = x.shape
        y_channels = x_channels * self.scale * self.scale
        assert (x_height % self.scale == 0)
        y_height = x_height // self.scale

        y = x.transpose(axes=(0, 2, 3, 1))
        d2_split_seq = y.split(axis=2, num_outputs=(y.shape[2] // self.scale))
        d2_split_seq = [t.reshape(batch, y_height, y_channels) for t in d2_split_seq]
        y = F.stack(*d2_split_seq, axis=1)
        y = y.transpose(axes=(0, 3, 2, 1))
        return y


class Net(IRevDownscale):
    def __init__(self):
        super(Net, self).__init__(2)
