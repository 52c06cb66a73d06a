"""Velocity embedding (Music Transformer style): velocities quantized to 32 bins by `F.floor`, clipped, looked up in `nn.Embedding`; pitch embedding added."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 6)]


class NoteEmbedding(HybridBlock):
    def __init__(self, bins=32, pitches=128, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.bins, self.pitches = bins, pitches
        with self.name_scope():
            self.vel = nn.Embedding(bins, dim)
            self.pitch = nn.Embedding(pitches, dim)

    def hybrid_forward(self, F, pitch, velocity):
        v = F.clip(F.floor((velocity + 1) * self.bins / 2), 0, self.bins - 1)
        p = F.clip(F.floor((pitch + 1) * self.pitches / 2), 0, self.pitches - 1)
        return self.vel(v) + self.pitch(p)


Net = NoteEmbedding
