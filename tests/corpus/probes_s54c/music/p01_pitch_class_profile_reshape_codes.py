"""Pitch-class profile of an 84-key piano roll (N, T, 84): reshape codes `(0, 0, -4, 7, 12)` fold the octaves, summed over the octave axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 84)]


class ChromaFeatures(HybridBlock):
    def __init__(self, octaves=7, **kwargs):
        super().__init__(**kwargs)
        self.octaves = octaves
        with self.name_scope():
            self.fc = nn.Dense(8, flatten=False)

    def hybrid_forward(self, F, roll):
        pcp = F.sum(F.relu(roll).reshape((0, 0, -4, self.octaves, 12)), axis=2)
        return self.fc(pcp)


Net = ChromaFeatures
