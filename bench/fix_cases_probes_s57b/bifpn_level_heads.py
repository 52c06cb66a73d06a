"""Levels made by stride-2 convolutions, a top-down pass whose nearest upsampling is cropped to the odd-sized finer level by its `.shape[2]`/`.shape[3]`, and a shared head whose per-level outputs are flattened by `(o.shape[0], o.shape[1], -1)` and concatenated over the anchors."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 9, 9)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, levels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.levels = levels
        with self.name_scope():
            self.stem = nn.Conv2D(channels, 3, padding=1, in_channels=3)
            self.downs = nn.HybridSequential()
            for _ in range(levels - 1):
                self.downs.add(nn.Conv2D(channels, 3, strides=2, padding=1, in_channels=channels))
            self.head = nn.Conv2D(2, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x):
        feats = [self.stem(x)]
        for down in self.downs:
            feats.append(down(feats[-1]))
        for i in range(len(feats) - 2, -1, -1):
            up = F.UpSampling(feats[i + 1], scale=2, sample_type='nearest')
            up = up[:, :, :feats[i].shape[2], :feats[i].shape[3]]
            feats[i] = feats[i] + up
        outs = [self.head(f) for f in feats]
        outs = [o.reshape((o.shape[0], o.shape[1], -1)) for o in outs]
        return F.concat(*outs, dim=2)
