"""The bilinear resize block of osmr/imgclsmob's Gluon model zoo (gluon/gluoncv2/models/common.py,
`InterpolationBlock`: FastSCNN, LEDNet, SCNet, CGNet, DABNet, SINet and others build it). With no
`out_size` and no `size` argument, `hybrid_forward` asks its helper `calc_out_size(x)`, which returns
`tuple(s * self.scale_factor for s in x.shape[2:])`, and resizes with `F.contrib.BilinearResize2D(x,
height=out_size[0], width=out_size[1])`. Eagerly it runs; hybridized `x.shape` on a Symbol raises
AttributeError.

The repository's `gluon/` folder was read by an analyzer held-out round (see tests/corpus/HELDOUT.md) and
other classes of it are fix cases (heldout5, heldout32, heldout39); this class was in none of them.

Source: osmr/imgclsmob @ c1a844dde0, gluon/gluoncv2/models/common.py (InterpolationBlock), as written
(its `calc_flops` and `__repr__` left out). Net: scale_factor 2, bilinear, up (the defaults). Input: a
(2, 3, 4, 5) batch.
"""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 5)]


class InterpolationBlock(HybridBlock):
    def __init__(self,
                 scale_factor,
                 out_size=None,
                 bilinear=True,
                 up=True,
                 **kwargs):
        super(InterpolationBlock, self).__init__(**kwargs)
        self.scale_factor = scale_factor
        self.out_size = out_size
        self.bilinear = bilinear
        self.up = up

    def hybrid_forward(self, F, x, size=None):
        if self.bilinear or (size is not None):
            out_size = self.calc_out_size(x) if size is None else size
            return F.contrib.BilinearResize2D(x, height=out_size[0], width=out_size[1])
        else:
            return F.UpSampling(x, scale=self.scale_factor, sample_type="nearest")

    def calc_out_size(self, x):
        if self.out_size is not None:
            return self.out_size
        if self.up:
            return tuple(s * self.scale_factor for s in x.shape[2:])
        else:
            return tuple(s // self.scale_factor for s in x.shape[2:])


class Net(InterpolationBlock):
    def __init__(self):
        super(Net, self).__init__(scale_factor=2)
