"""STDC's short-term dense concatenation module (CatBottleneck, stride 2): block 1 a 1x1 conv to half the
output channels, then convs with halving channels (out/4, out/8, out/8), the first one after a stride-2
depthwise conv; block 1's output average-pooled as the skip; every block's output concatenated. The
blocks are kept in a list registered by `register_child`, iterated with `enumerate`, the skip's size
checked against the next block's (`out.shape[2] != out1.shape[2]`) as the reference repo does before
pooling."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 8, 8)]


def conv_bn_relu(in_planes, out_planes, kernel=3, stride=1):
    blk = nn.HybridSequential()
    blk.add(nn.Conv2D(out_planes, kernel, strides=stride, padding=kernel // 2, use_bias=False,
                      in_channels=in_planes),
            nn.BatchNorm(in_channels=out_planes), nn.Activation('relu'))
    return blk


class Net(nn.HybridBlock):
    def __init__(self, in_planes=8, out_planes=16, block_num=4, stride=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.stride = stride
        self.conv_list = []
        with self.name_scope():
            self.avd_layer = nn.HybridSequential()
            self.avd_layer.add(nn.Conv2D(out_planes // 2, 3, strides=2, padding=1, groups=out_planes // 2,
                                         use_bias=False, in_channels=out_planes // 2),
                               nn.BatchNorm(in_channels=out_planes // 2))
            self.skip = nn.AvgPool2D(pool_size=3, strides=2, padding=1)
            for idx in range(block_num):
                if idx == 0:
                    blk = conv_bn_relu(in_planes, out_planes // 2, kernel=1)
                elif idx == 1 and block_num == 2:
                    blk = conv_bn_relu(out_planes // 2, out_planes // 2)
                elif idx < block_num - 1:
                    blk = conv_bn_relu(out_planes // int(2 ** idx), out_planes // int(2 ** (idx + 1)))
                else:
                    blk = conv_bn_relu(out_planes // int(2 ** idx), out_planes // int(2 ** idx))
                self.register_child(blk, 'conv_%d' % idx)
                self.conv_list.append(blk)

    def hybrid_forward(self, F, x):
        out_list = []
        out1 = self.conv_list[0](x)
        out = out1
        for idx, conv in enumerate(self.conv_list[1:]):
            if idx == 0:
                if self.stride == 2:
                    out = conv(self.avd_layer(out1))
                else:
                    out = conv(out1)
            else:
                out = conv(out)
            out_list.append(out)
        if out.shape[2] != out1.shape[2]:
            out1 = self.skip(out1)
        out_list.insert(0, out1)
        return F.concat(*out_list, dim=1)
