"""A BiFPN layer's fusion weights kept as one (2, 2) table (one row per top-down node), normalised along the inputs with `w.sum(axis=1, keepdims=True)`, read as `w[i, 0]` and `w[i, 1]`, the coarser map upsampled by the ratio `feats[i - 1].shape[2] // feats[i].shape[2]`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8), (2, 3, 4, 4), (2, 3, 2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, eps=1e-4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.w = self.params.get('w', shape=(2, 2), init='ones')
            self.convs = nn.HybridSequential()
            for _ in range(2):
                self.convs.add(nn.Conv2D(channels, 3, padding=1, in_channels=channels))

    def hybrid_forward(self, F, p3, p4, p5, w):
        feats = [p3, p4, p5]
        w = F.relu(w)
        w = w / (w.sum(axis=1, keepdims=True) + self.eps)
        td = feats[-1]
        outs = [td]
        for i in range(len(feats) - 1, 0, -1):
            scale = feats[i - 1].shape[2] // feats[i].shape[2]
            up = F.UpSampling(td, scale=scale, sample_type='nearest')
            td = self.convs[i - 1](w[i - 1, 0] * feats[i - 1] + w[i - 1, 1] * up)
            outs.append(td)
        return outs[-1]
