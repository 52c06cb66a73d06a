"""The classifier head of a pathway graph network: a logistic score per graph node (`F.dot(X, w)
+ b`, an (N, 1) column), laid out as one row with `y.reshape(1, y.shape[0])` -- positional
reshape arguments and the node count read from `.shape` -- and passed through two Dense layers.

Source: a public Gluon graph-convolution module on gene/pathway networks found with find_string (id
44055506617, "F.broadcast_axis("), class `LogisticRegressor` (its gcn.py part) unchanged but for the
name (`Net`) and default arguments (6 nodes of 4 features, 3 classes).
"""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 4)]


class Net(HybridBlock):
    def __init__(self, in_units=4, out_units=6, classnum=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w = self.params.get('w', shape=(in_units, 1))
            self.b = self.params.get('b', shape=(out_units, 1))
            self.dense = nn.Dense(100)
            self.dense2 = nn.Dense(classnum)

    def hybrid_forward(self, F, X, w, b):
        # Change shape of b to comply with MXnet addition API
        # b = F.broadcast_axis(b, axis=(0,1), size=(333, 1))
        y = F.dot(X, w) + b
        mlp_1 = F.sigmoid(self.dense(y.reshape(1, y.shape[0])))
        mlp_2 = F.sigmoid(self.dense2(mlp_1))
        return mlp_2
