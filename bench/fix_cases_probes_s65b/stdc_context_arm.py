"""STDC's context path: attention refinement modules on the 1/16 and 1/32 maps (a 3x3 conv, global
average pool, a 1x1 conv and sigmoid, `out = feat * atten`), the global context `avg = mean(feat32)`
upsampled to the 1/32 size by `BilinearResize2D` with `H32, W32 = feat32.shape[2:]` (nearest in the
reference), `feat32_sum = feat32_arm + avg_up`, upsampled to the 1/16 size, and `feat16_sum += feat32_up`
before the head conv."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 8, 8), (2, 16, 4, 4)]


def conv_bn_relu(in_chan, out_chan, ks=3):
    blk = nn.HybridSequential()
    blk.add(nn.Conv2D(out_chan, ks, padding=ks // 2, use_bias=False, in_channels=in_chan),
            nn.BatchNorm(in_channels=out_chan), nn.Activation('relu'))
    return blk


class AttentionRefinementModule(nn.HybridBlock):
    def __init__(self, in_chan, out_chan, **kwargs):
        super(AttentionRefinementModule, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = conv_bn_relu(in_chan, out_chan)
            self.conv_atten = nn.Conv2D(out_chan, 1, use_bias=False, in_channels=out_chan)
            self.bn_atten = nn.BatchNorm(in_channels=out_chan)

    def hybrid_forward(self, F, x):
        feat = self.conv(x)
        atten = F.mean(feat, axis=(2, 3), keepdims=True)
        atten = F.sigmoid(self.bn_atten(self.conv_atten(atten)))
        return feat * atten


class Net(nn.HybridBlock):
    def __init__(self, c16=8, c32=16, mid=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.arm16 = AttentionRefinementModule(c16, mid)
            self.arm32 = AttentionRefinementModule(c32, mid)
            self.conv_head32 = conv_bn_relu(mid, mid)
            self.conv_head16 = conv_bn_relu(mid, mid)
            self.conv_avg = conv_bn_relu(c32, mid, ks=1)

    def hybrid_forward(self, F, feat16, feat32):
        H16, W16 = feat16.shape[2:]
        H32, W32 = feat32.shape[2:]
        avg = F.mean(feat32, axis=(2, 3), keepdims=True)
        avg = self.conv_avg(avg)
        avg_up = F.contrib.BilinearResize2D(avg, height=H32, width=W32)
        feat32_arm = self.arm32(feat32)
        feat32_sum = feat32_arm + avg_up
        feat32_up = F.contrib.BilinearResize2D(feat32_sum, height=H16, width=W16)
        feat32_up = self.conv_head32(feat32_up)
        feat16_sum = self.arm16(feat16)
        feat16_sum += feat32_up
        return self.conv_head16(feat16_sum), feat32_up
