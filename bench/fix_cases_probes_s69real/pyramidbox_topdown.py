"""PyramidBox's low-level feature pyramid: the top-down path resizes the coarse map to the lateral
map's size read by `_, _, H, W = lateral.shape` (`BilinearResize2D(top, width=W, height=H)`), each
side through a 1x1 conv, then adds them; the outer block only wraps it.

Source: JJXiangJiaoJun/gluon_PyramidBox pyramidbox/nn/fpn.py (TopDownBlock.hybrid_forward,
LowLevelFeaturePyramidBlock) at 57b07ea7782035343cd88c3c6fd00a8866217543; adapted: small sizes.
"""
import mxnet as mx
from mxnet.gluon import HybridBlock
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3), (2, 2, 6, 6)]


class TopDownBlock(HybridBlock):
    def __init__(self, topdown_out_plain, **kwargs):
        super(TopDownBlock, self).__init__(**kwargs)
        self._out_plain = topdown_out_plain
        with self.name_scope():
            self.top_conv = nn.Conv2D(channels=topdown_out_plain, kernel_size=1,
                                      weight_initializer=mx.init.Xavier(magnitude=2), bias_initializer='zeros')
            self.lateral_conv = nn.Conv2D(channels=topdown_out_plain, kernel_size=1,
                                          weight_initializer=mx.init.Xavier(magnitude=2), bias_initializer='zeros')

    def hybrid_forward(self, F, top, lateral):
        _, _, H, W = lateral.shape
        top = self.top_conv(top)
        lateral = self.lateral_conv(lateral)
        # upsample the coarse map to the lateral's size
        top = F.contrib.BilinearResize2D(top, width=W, height=H)
        out = top + lateral
        return out


class Net(HybridBlock):
    def __init__(self, topdown_out_plain=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.topdown = TopDownBlock(topdown_out_plain)

    def hybrid_forward(self, F, top, lateral):
        topdown_out = self.topdown(top, lateral)
        return topdown_out
