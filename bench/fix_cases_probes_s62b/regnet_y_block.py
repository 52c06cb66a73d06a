"""A RegNetY block (pycls's ResBottleneckBlock with SE): the bottleneck width `int(round(w_out *
bot_mul))`, groups `w_b // group_width`, the SE width from the block's input width `int(round(w_in *
se_r))`; in the forward the SE squeezes by `F.Pooling(kernel=(x.shape[2], x.shape[3]))` and scales by a
plain `*`, and the shortcut is projected when `x.shape[1] != out.shape[1]`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, w_in=4, w_out=8, stride=1, bot_mul=1.0, group_width=2, se_r=0.25, **kwargs):
        super(Net, self).__init__(**kwargs)
        w_b = int(round(w_out * bot_mul))
        groups = w_b // group_width
        w_se = int(round(w_in * se_r))
        with self.name_scope():
            self.a = nn.Conv2D(w_b, 1, in_channels=w_in, use_bias=False)
            self.a_bn = nn.BatchNorm(in_channels=w_b)
            self.b = nn.Conv2D(w_b, 3, strides=stride, padding=1, groups=groups, in_channels=w_b,
                               use_bias=False)
            self.b_bn = nn.BatchNorm(in_channels=w_b)
            self.se_1 = nn.Conv2D(w_se, 1, in_channels=w_b, activation='relu')
            self.se_2 = nn.Conv2D(w_b, 1, in_channels=w_se)
            self.c = nn.Conv2D(w_out, 1, in_channels=w_b, use_bias=False)
            self.c_bn = nn.BatchNorm(in_channels=w_out)
            self.proj = nn.Conv2D(w_out, 1, strides=stride, in_channels=w_in, use_bias=False)

    def hybrid_forward(self, F, x):
        out = F.relu(self.a_bn(self.a(x)))
        out = F.relu(self.b_bn(self.b(out)))
        se = F.Pooling(out, kernel=(out.shape[2], out.shape[3]), pool_type='avg')
        out = out * F.sigmoid(self.se_2(self.se_1(se)))
        out = self.c_bn(self.c(out))
        if x.shape[1] != out.shape[1]:
            x = self.proj(x)
        return F.relu(x + out)
