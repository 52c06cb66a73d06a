"""FastViT/MobileOne's train-time overparameterised block: `num_conv_branches` conv-BN branches of the
same kernel summed with a 1x1 conv-BN scale branch and a BN skip, written as `out = scale_out +
identity_out` then `out += self.rbr_conv[ix](x)`; a squeeze-excite pools the whole map by the kernel
read from `x.shape`; the folded conv replaces all of it at inference behind a flag."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 6, 6)]


def conv_bn(channels, kernel_size, in_channels, groups=1):
    seq = nn.HybridSequential()
    seq.add(nn.Conv2D(channels, kernel_size, padding=kernel_size // 2, groups=groups, use_bias=False,
                      in_channels=in_channels),
            nn.BatchNorm(in_channels=channels))
    return seq


class SEBlock(nn.HybridBlock):
    def __init__(self, in_channels, rd_ratio=0.25, **kwargs):
        super(SEBlock, self).__init__(**kwargs)
        with self.name_scope():
            self.reduce = nn.Conv2D(int(in_channels * rd_ratio), 1, in_channels=in_channels)
            self.expand = nn.Conv2D(in_channels, 1, in_channels=int(in_channels * rd_ratio))

    def hybrid_forward(self, F, inputs):
        b, c, h, w = inputs.shape
        x = F.Pooling(inputs, kernel=(h, w), pool_type='avg')
        x = F.relu(self.reduce(x))
        x = F.sigmoid(self.expand(x))
        x = x.reshape((-1, c, 1, 1))
        return F.broadcast_mul(inputs, x)


class Net(nn.HybridBlock):
    def __init__(self, in_channels=8, out_channels=8, kernel_size=3, groups=8, num_conv_branches=3,
                 use_se=True, inference_mode=False, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.inference_mode = inference_mode
        self.num_conv_branches = num_conv_branches
        with self.name_scope():
            self.se = SEBlock(out_channels) if use_se else None
            self.activation = nn.Activation('relu')
            if inference_mode:
                self.reparam_conv = nn.Conv2D(out_channels, kernel_size, padding=kernel_size // 2,
                                              groups=groups, in_channels=in_channels)
            else:
                self.rbr_skip = nn.BatchNorm(in_channels=in_channels) if out_channels == in_channels else None
                self.rbr_conv = nn.HybridSequential()
                for _ in range(num_conv_branches):
                    self.rbr_conv.add(conv_bn(out_channels, kernel_size, in_channels, groups))
                self.rbr_scale = conv_bn(out_channels, 1, in_channels, groups) if kernel_size > 1 else None

    def hybrid_forward(self, F, x):
        if self.inference_mode:
            return self.activation(self.se(self.reparam_conv(x)))
        identity_out = 0
        if self.rbr_skip is not None:
            identity_out = self.rbr_skip(x)
        scale_out = 0
        if self.rbr_scale is not None:
            scale_out = self.rbr_scale(x)
        out = scale_out + identity_out
        for ix in range(self.num_conv_branches):
            out += self.rbr_conv[ix](x)
        return self.activation(self.se(out))
