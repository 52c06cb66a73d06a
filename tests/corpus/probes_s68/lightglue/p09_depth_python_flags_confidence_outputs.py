"""LightGlue adaptive depth in its exportable form: python flags from the constructor (`depth_confidence < 0`
disables early stopping) choose at trace time whether the token confidences of every layer are returned;
all layers always run, the confidences stacked along a new axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class ExportableDepth(HybridBlock):
    def __init__(self, dim=8, layers=3, depth_confidence=0.95, **kwargs):
        super().__init__(**kwargs)
        self.depth_confidence = depth_confidence
        self.n_layers = layers
        with self.name_scope():
            self.layers = nn.HybridSequential()
            self.heads = nn.HybridSequential()
            for _ in range(layers):
                self.layers.add(nn.Dense(dim, flatten=False, activation="relu"))
                self.heads.add(nn.Dense(1, flatten=False))

    def hybrid_forward(self, F, desc):
        confs = []
        for i in range(self.n_layers):
            desc = desc + self.layers[i](desc)
            if self.depth_confidence > 0:
                confs.append(F.sigmoid(self.heads[i](desc)).reshape((0, -1)))
        if not confs:
            return desc
        return desc, F.stack(*confs, axis=1)


Net = ExportableDepth
