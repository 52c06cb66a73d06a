"""Whisper encoder positions cut to the frame count read from the input: `F.slice_axis(pos, axis=0, begin=0, end=x.shape[1])` after the strided conv -- the PyTorch `positional_embedding[:x.shape[1]]`; a Symbol has no shape."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 12)]


class ShapeSlicedPositions(HybridBlock):
    def __init__(self, n_mels=6, d=8, n_ctx=16, **kwargs):
        super(ShapeSlicedPositions, self).__init__(**kwargs)
        t = np.arange(n_ctx)[:, None] / np.power(100.0, np.arange(d)[None, :] / d)
        with self.name_scope():
            self.conv1 = nn.Conv1D(d, 3, padding=1, in_channels=n_mels, activation="relu")
            self.conv2 = nn.Conv1D(d, 3, strides=2, padding=1, in_channels=d, activation="relu")
            self.pos = self.params.get_constant("pos", np.sin(t).astype("float32"))

    def hybrid_forward(self, F, mel, pos):
        x = F.transpose(self.conv2(self.conv1(mel)), axes=(0, 2, 1))
        p = F.slice_axis(pos, axis=0, begin=0, end=x.shape[1])
        return F.broadcast_add(x, p.expand_dims(0))


Net = ShapeSlicedPositions
