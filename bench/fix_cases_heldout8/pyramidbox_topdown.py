"""PyramidBox FPN top-down step: the coarser map is resized to the lateral input's size read from
`lateral.shape` before the lateral convolution rebinds `lateral`.

Source: JJXiangJiaoJun/gluon_PyramidBox @ 57b07ea778, pyramidbox/nn/fpn.py (TopDownBlock), unchanged
but for the class name and the Xavier initializers (the bench initializes every block alike).
"""
from mxnet.gluon import HybridBlock
from mxnet.gluon import nn

INPUTS = [(2, 6, 3, 4), (2, 5, 6, 7)]


class Net(HybridBlock):
    def __init__(self, topdown_out_plain=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._out_plain = topdown_out_plain
        with self.name_scope():
            self.top_conv = nn.Conv2D(channels=topdown_out_plain, kernel_size=1)
            self.lateral_conv = nn.Conv2D(channels=topdown_out_plain, kernel_size=1)

    # pylint: disable=arguments-differ
    def hybrid_forward(self, F, top, lateral):
        _, _, H, W = lateral.shape
        top = self.top_conv(top)
        lateral = self.lateral_conv(lateral)
        # upsample
        top = F.contrib.BilinearResize2D(top, width=W, height=H)
        out = top + lateral
        return out
