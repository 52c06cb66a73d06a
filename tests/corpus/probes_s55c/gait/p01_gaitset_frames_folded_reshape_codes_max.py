"""GaitSet: the silhouette sequence (N, T, H, W) folded into frames by `expand_dims(2).reshape((-3, -2))`, a shared frame CNN, unfolded by `reshape((-4, -1, self.frames, -2))` and set-pooled by `max(axis=1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8, 6)]


class GaitSet(HybridBlock):
    def __init__(self, frames=5, **kwargs):
        super().__init__(**kwargs)
        self.frames = frames
        with self.name_scope():
            self.frame_cnn = nn.HybridSequential()
            self.frame_cnn.add(nn.Conv2D(4, 3, padding=1, activation="relu"), nn.MaxPool2D(2))

    def hybrid_forward(self, F, seq):
        frames = seq.expand_dims(2).reshape((-3, -2))
        feats = self.frame_cnn(frames)
        feats = feats.reshape((-4, -1, self.frames, -2))
        return F.max(feats, axis=1)


Net = GaitSet
