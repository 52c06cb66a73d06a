"""FastSpeech 2 variance adaptor: pitch and energy predictors kept in a python dict of children keyed by name, each bucketised against its own edges constant and embedded, the embeddings added with plain `+` (all (N, P, C)), predictions returned in a list."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class VarianceAdaptor(HybridBlock):
    def __init__(self, units=6, n_bins=6, **kwargs):
        super().__init__(**kwargs)
        self._names = ("pitch", "energy")
        edges = np.linspace(-0.8, 0.8, n_bins - 1).astype("float32").reshape((1, 1, -1))
        with self.name_scope():
            self.edges = self.params.get_constant("edges", edges)
            self.predictors = {}
            self.embeds = {}
            for name in self._names:
                self.predictors[name] = nn.Dense(1, flatten=False, in_units=units, prefix=name + "_pred_")
                self.embeds[name] = nn.Embedding(n_bins, units, prefix=name + "_emb_")
                self.register_child(self.predictors[name], name + "_pred")
                self.register_child(self.embeds[name], name + "_emb")

    def hybrid_forward(self, F, x, edges):
        preds = []
        for name in self._names:
            value = F.tanh(self.predictors[name](x))
            x = x + self.embeds[name](F.sum(F.broadcast_greater(value, edges), axis=-1))
            preds.append(value.reshape((0, -1)))
        return [x] + preds


Net = VarianceAdaptor
