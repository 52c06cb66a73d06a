"""Deformable convolution v2: one conv predicts offsets and modulation logits, split by `slice_axis` at python channel counts, the mask through `sigmoid`, fed to `F.contrib.ModulatedDeformableConvolution`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class ModulatedDeformConv(HybridBlock):
    def __init__(self, in_channels=3, channels=4, k=3, **kwargs):
        super().__init__(**kwargs)
        self.channels, self.k = channels, k
        with self.name_scope():
            self.offset_mask = nn.Conv2D(3 * k * k, k, padding=k // 2, in_channels=in_channels,
                                         weight_initializer=init.Zero())
            self.weight = self.params.get("weight", shape=(channels, in_channels, k, k), init=init.Xavier())
            self.bias = self.params.get("bias", shape=(channels,), init=init.Zero())

    def hybrid_forward(self, F, x, weight, bias):
        om = self.offset_mask(x)
        kk = self.k * self.k
        offsets = F.slice_axis(om, axis=1, begin=0, end=2 * kk)
        mask = F.sigmoid(F.slice_axis(om, axis=1, begin=2 * kk, end=3 * kk))
        return F.contrib.ModulatedDeformableConvolution(x, offsets, mask, weight, bias, kernel=(self.k, self.k),
                                                        pad=(self.k // 2, self.k // 2), num_filter=self.channels)


Net = ModulatedDeformConv
