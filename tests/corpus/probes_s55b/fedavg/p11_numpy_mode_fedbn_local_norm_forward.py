"""Numpy-mode FedBN client model (`forward`): shared Dense layers with a client-local LayerNorm between them, client outputs averaged by `np.stack(...).mean(axis=0)` with the python count."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(3, 5)]


class FedBNEnsemble(HybridBlock):
    def __init__(self, num_clients=2, in_dim=5, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self.shared = nn.Dense(hidden, in_units=in_dim)
        self.norms = nn.HybridSequential()
        for _ in range(num_clients):
            self.norms.add(nn.LayerNorm(in_channels=hidden))
        self.head = nn.Dense(2, in_units=hidden)

    def forward(self, x):
        h = self.shared(x)
        outs = [self.head(npx.relu(norm(h))) for norm in self.norms]
        return np.stack(outs, axis=0).mean(axis=0)


Net = FedBNEnsemble
