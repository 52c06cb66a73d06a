"""Personalisation layers (FedPer): a shared body and one head per client, the head chosen by `self.heads[self.client_id]` with the client id fixed in `__init__`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class FedPerModel(HybridBlock):
    def __init__(self, num_clients=3, client_id=1, in_dim=5, hidden=6, out_dim=4, **kwargs):
        super().__init__(**kwargs)
        self.client_id = client_id
        with self.name_scope():
            self.body = nn.Dense(hidden, activation="relu", in_units=in_dim)
            self.heads = nn.HybridSequential()
            for _ in range(num_clients):
                self.heads.add(nn.Dense(out_dim, in_units=hidden))

    def hybrid_forward(self, F, x):
        return self.heads[self.client_id](self.body(x))


Net = FedPerModel
