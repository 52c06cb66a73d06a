"""GraphSAGE output normalisation as in the PyTorch code, `h / h.norm(dim=1, keepdim=True)`: the (n, D)
embeddings divided by their (n, 1) norms by a plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 5), (3, 4)]


class PlainNormalise(HybridBlock):
    def __init__(self, num_nodes=8, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.num_nodes = num_nodes
        with self.name_scope():
            self.fc = nn.Dense(dim, activation="relu")

    def hybrid_forward(self, F, feats, nbr):
        idx = F.clip(F.floor((nbr + 1) * 0.5 * self.num_nodes), 0, self.num_nodes - 1)
        h = self.fc(F.take(feats, idx).mean(axis=1))
        return h / (F.norm(h, axis=1, keepdims=True) + 1e-6)


Net = PlainNormalise
