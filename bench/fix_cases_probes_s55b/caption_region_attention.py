"""Show, Attend and Tell: the CNN feature map flattened to regions by its own shape, the decoder state added to every region's projection with `+`, and the context as the attention-weighted sum of regions."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, hidden=5, att=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.w_feat = nn.Dense(att, in_units=channels, flatten=False)
            self.w_hid = nn.Dense(att, in_units=hidden)
            self.w_att = nn.Dense(1, in_units=att, flatten=False)

    def hybrid_forward(self, F, feats, h):
        b, c, hh, ww = feats.shape
        regions = feats.reshape((b, c, hh * ww)).transpose((0, 2, 1))
        e = self.w_att(F.tanh(self.w_feat(regions) + self.w_hid(h).reshape((b, 1, -1))))
        alpha = F.softmax(e.reshape((b, hh * ww)), axis=1)
        context = (regions * alpha.reshape((b, hh * ww, 1))).sum(axis=1)
        return context, alpha
