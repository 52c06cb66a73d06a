"""GraphSAGE with a jumping-knowledge readout over the list of layer outputs: each layer's (n_l, D) output
appended to a python list, the target rows of each read by the PyTorch slice `h[:self.num_targets]`
before the concatenation."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 5), (8, 3)]


class JKReadout(HybridBlock):
    def __init__(self, num_nodes=8, num_targets=3, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.num_nodes, self.num_targets = num_nodes, num_targets
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(2):
                self.layers.add(nn.Dense(dim, activation="relu"))

    def hybrid_forward(self, F, feats, nbr):
        idx = F.clip(F.floor((nbr + 1) * 0.5 * self.num_nodes), 0, self.num_nodes - 1)
        hs, h = [], feats
        for layer in self.layers:
            h = layer(F.concat(h, F.take(h, idx).mean(axis=1), dim=1))
            hs.append(h)
        return F.concat(*[x[:self.num_targets] for x in hs], dim=1)


Net = JKReadout
