"""YOLOv5 C3/CSP block: a 1x1 conv whose output is `F.split` into two halves on the channel axis, one half through a residual bottleneck stack (`h = h + m(h)`), the other kept, both concatenated and fused by a 1x1 conv."""
from mxnet.gluon import HybridBlock, nn


INPUTS = [(2, 8, 6, 6)]


def conv_bn(c_in, c_out, k):
    blk = nn.HybridSequential()
    blk.add(nn.Conv2D(c_out, k, padding=k // 2, in_channels=c_in, use_bias=False),
            nn.BatchNorm(in_channels=c_out), nn.Activation("relu"))
    return blk


class CSPBlock(HybridBlock):
    def __init__(self, c=8, n=2, **kwargs):
        super(CSPBlock, self).__init__(**kwargs)
        with self.name_scope():
            self.cv1 = conv_bn(c, c, 1)
            self.m = nn.HybridSequential()
            for _ in range(n):
                self.m.add(conv_bn(c // 2, c // 2, 3))
            self.cv2 = conv_bn(c, c, 1)

    def hybrid_forward(self, F, x):
        a, b = F.split(self.cv1(x), num_outputs=2, axis=1)
        for blk in self.m:
            a = a + blk(a)
        return self.cv2(F.concat(a, b, dim=1))


Net = CSPBlock
