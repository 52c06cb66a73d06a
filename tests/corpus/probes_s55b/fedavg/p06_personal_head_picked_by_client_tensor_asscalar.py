"""Personalisation layers with the client id passed as an input array and read with `int(client.asscalar())` to pick the head."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5), (1,)]


class FedPerModel(HybridBlock):
    def __init__(self, num_clients=3, in_dim=5, hidden=6, out_dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.Dense(hidden, activation="relu", in_units=in_dim)
            self.heads = nn.HybridSequential()
            for _ in range(num_clients):
                self.heads.add(nn.Dense(out_dim, in_units=hidden))

    def hybrid_forward(self, F, x, client):
        cid = int(abs(client.asscalar()) * 2)
        return self.heads[cid](self.body(x))


Net = FedPerModel
