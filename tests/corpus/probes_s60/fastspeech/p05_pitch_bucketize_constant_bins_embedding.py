"""FastSpeech 2 pitch embedding: predicted pitch (N, P) bucketised against a constant of bin edges by counting `broadcast_greater` over the edges (a `sum` on the last axis), the bucket ids embedded and added to the states."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class PitchEmbedding(HybridBlock):
    def __init__(self, units=6, n_bins=8, **kwargs):
        super().__init__(**kwargs)
        edges = np.linspace(-1.0, 1.0, n_bins - 1).astype("float32")
        with self.name_scope():
            self.pitch = nn.Dense(1, flatten=False, in_units=units)
            self.edges = self.params.get_constant("edges", edges.reshape((1, 1, -1)))
            self.embed = nn.Embedding(n_bins, units)

    def hybrid_forward(self, F, x, edges):
        pitch = F.tanh(self.pitch(x))
        bucket = F.sum(F.broadcast_greater(pitch, edges), axis=-1)
        return x + self.embed(bucket)


Net = PitchEmbedding
