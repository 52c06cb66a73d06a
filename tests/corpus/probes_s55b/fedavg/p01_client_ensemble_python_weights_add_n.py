"""FedAvg-style ensemble of client heads: client sample counts as a python list normalised in `__init__`, each head's output scaled by its python weight and summed by `F.add_n`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class ClientEnsemble(HybridBlock):
    def __init__(self, counts=(120, 40, 40), in_dim=5, out_dim=4, **kwargs):
        super().__init__(**kwargs)
        total = float(sum(counts))
        self.weights = [c / total for c in counts]
        with self.name_scope():
            self.clients = nn.HybridSequential()
            for _ in counts:
                self.clients.add(nn.Dense(out_dim, in_units=in_dim))

    def hybrid_forward(self, F, x):
        return F.add_n(*[w * client(x) for w, client in zip(self.weights, self.clients)])


Net = ClientEnsemble
