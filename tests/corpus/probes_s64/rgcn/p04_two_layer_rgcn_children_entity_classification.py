"""Two R-GCN layers (basis weights built in a child, the layer count and relations from the constructor) for entity classification, a python `if self._self_loop` around the self-connection, log-softmax over classes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 4), (2, 5, 5)]


class RelLayer(HybridBlock):
    def __init__(self, in_units, units, relations, self_loop=True, **kwargs):
        super(RelLayer, self).__init__(**kwargs)
        self._self_loop = self_loop
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(relations, in_units, units))
            if self_loop:
                self.loop = nn.Dense(units, in_units=in_units, use_bias=False)

    def hybrid_forward(self, F, h, adj, weight):
        hr = F.broadcast_like(h.expand_dims(0), adj, lhs_axes=(0,), rhs_axes=(0,))
        deg = F.maximum(F.sum(adj, axis=2, keepdims=True), 1)
        out = F.sum(F.broadcast_div(F.batch_dot(F.batch_dot(adj, hr), weight), deg), axis=0)
        if self._self_loop:
            out = out + self.loop(h)
        return out


class EntityClassifier(HybridBlock):
    def __init__(self, in_units=4, hidden=6, classes=3, relations=2, **kwargs):
        super(EntityClassifier, self).__init__(**kwargs)
        with self.name_scope():
            self.l1 = RelLayer(in_units, hidden, relations)
            self.l2 = RelLayer(hidden, classes, relations, self_loop=False)

    def hybrid_forward(self, F, h, adj_raw):
        adj = adj_raw > 0.3
        return F.log_softmax(self.l2(F.relu(self.l1(h, adj)), adj), axis=-1)


Net = EntityClassifier
