"""Variable selection network: V variables of D features each arrive flattened (B, T, V*D);
softmax weights over V, the variables split by the reshape code `(0, 0, -4, V, D)`, weighted by
`broadcast_mul` with the weights expanded to (B, T, V, 1), summed over V."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 12)]


class VariableSelection(HybridBlock):
    def __init__(self, num_vars=3, units=4, **kwargs):
        super().__init__(**kwargs)
        self.num_vars, self.units = num_vars, units
        with self.name_scope():
            self.weights = nn.Dense(num_vars, flatten=False)

    def hybrid_forward(self, F, flat):
        w = F.softmax(self.weights(flat), axis=-1)
        vars_ = flat.reshape((0, 0, -4, self.num_vars, self.units))
        return F.sum(F.broadcast_mul(vars_, F.expand_dims(w, -1)), axis=2), w


Net = VariableSelection
