"""RCAN's residual group: RCABs (conv-ReLU-conv, channel attention by global average pooling over the
kernel read from `x.shape`, a 1x1 bottleneck with ReLU and sigmoid, the gate multiplied back with a plain
`*`, `res += x`), a closing conv and the group's skip, all inside the long skip of the network body."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 6, 6)]


class CALayer(nn.HybridBlock):
    def __init__(self, channel, reduction=4, **kwargs):
        super(CALayer, self).__init__(**kwargs)
        with self.name_scope():
            self.conv_du = nn.HybridSequential()
            self.conv_du.add(nn.Conv2D(channel // reduction, 1, in_channels=channel), nn.Activation('relu'),
                             nn.Conv2D(channel, 1, in_channels=channel // reduction), nn.Activation('sigmoid'))

    def hybrid_forward(self, F, x):
        y = F.Pooling(x, kernel=(x.shape[2], x.shape[3]), pool_type='avg')
        y = self.conv_du(y)
        return x * y


class RCAB(nn.HybridBlock):
    def __init__(self, n_feat, kernel_size=3, reduction=4, res_scale=1.0, **kwargs):
        super(RCAB, self).__init__(**kwargs)
        self.res_scale = res_scale
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv2D(n_feat, kernel_size, padding=kernel_size // 2, in_channels=n_feat),
                          nn.Activation('relu'),
                          nn.Conv2D(n_feat, kernel_size, padding=kernel_size // 2, in_channels=n_feat),
                          CALayer(n_feat, reduction))

    def hybrid_forward(self, F, x):
        res = self.body(x) * self.res_scale
        res += x
        return res


class Net(nn.HybridBlock):
    def __init__(self, n_feat=8, n_resblocks=2, n_resgroups=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.groups = nn.HybridSequential()
            for _ in range(n_resgroups):
                group = nn.HybridSequential()
                for _ in range(n_resblocks):
                    group.add(RCAB(n_feat))
                group.add(nn.Conv2D(n_feat, 3, padding=1, in_channels=n_feat))
                self.groups.add(group)
            self.body_tail = nn.Conv2D(n_feat, 3, padding=1, in_channels=n_feat)

    def hybrid_forward(self, F, x):
        res = x
        for group in self.groups:
            res = group(res) + res
        res = self.body_tail(res)
        res += x
        return res
