"""Merge block of a segmentation network over a GluonCV-style base: `_MergeBlock.hybrid_forward(self, F,
x1, x2)` unpacks `_, _, h, w = x2.shape` and hands the numbers to its `upsample(F, x, h, w)` helper
(`F.contrib.BilinearResize2D(x, height=h, width=w)`) to bring the deeper branch, through a BN-ReLU-
atrous-convolution unit, to the skip branch's size before the sum. Eagerly it runs; hybridized
`x2.shape` is an AttributeError of the Symbol.

Source: a public MXNet segmentation code base (find_string id 33135160851; read by an analyzer
held-out round, tests/corpus/HELDOUT.md, "segmentation net, merge helper"; in no fix set),
`_MergeBlock` and the `_Unit` builder as written; SegmentationNet, `_AsppBlock` and the relative
`segbase` import left out. Net: 6 and 4 input channels, 5 out, atrous rate 2, `nn.BatchNorm`.
Inputs: the deep branch (2, 6, 3, 4), the skip branch (2, 4, 6, 8).
"""
from mxnet.gluon import nn
from mxnet.gluon.nn import HybridBlock

INPUTS = [(2, 6, 3, 4), (2, 4, 6, 8)]


class _MergeBlock(HybridBlock):
    def __init__(self, in1_channels, in2_channels, out_channels, atrous_rate, norm_layer, norm_kwargs={}, **kwargs):
        super(_MergeBlock, self).__init__()
        with self.name_scope():
            self.adapt1 = _Unit(in_channels=in1_channels, out_channels=out_channels,
                                atrous_rate=atrous_rate, norm_layer=norm_layer, norm_kwargs=norm_kwargs, **kwargs)
            self.adapt2 = nn.Conv2D(in_channels=in2_channels, channels=out_channels,
                            kernel_size=1, padding=0, use_bias=True)
    
    def upsample(self, F, x, h, w):
        return F.contrib.BilinearResize2D(x, height=h, width=w)

    def hybrid_forward(self, F, x1, x2):
        _, _, h, w = x2.shape
        res1 = self.upsample(F, self.adapt1(x1), h, w)
        res2 = self.adapt2(x2)
        return res1 + res2


def _Unit(in_channels, out_channels, atrous_rate, norm_layer, norm_kwargs={}, **kwargs):
    block = nn.HybridSequential()
    with block.name_scope():
        block.add(norm_layer(in_channels=in_channels, **norm_kwargs))
        block.add(nn.Activation('relu'))
        block.add(nn.Conv2D(in_channels=in_channels, channels=out_channels,
                            kernel_size=3, padding=atrous_rate,
                            dilation=atrous_rate, use_bias=True))
    return block


class Net(_MergeBlock):
    def __init__(self):
        super(Net, self).__init__(6, 4, 5, 2, nn.BatchNorm)
