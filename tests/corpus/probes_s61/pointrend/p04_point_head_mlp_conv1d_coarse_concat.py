"""PointRend point head: fine-grained (N, C, P) point features concatenated with the (N, K, P) coarse predictions, then a python-configured stack of Conv1D(1) layers each re-concatenating the coarse predictions as the reference `StandardPointHead` does, kept in a list of children."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 5), (2, 3, 5)]


class StandardPointHead(HybridBlock):
    def __init__(self, channels=8, num_classes=3, fc_dim=6, num_fc=3, coarse_pred_each_layer=True, **kwargs):
        super(StandardPointHead, self).__init__(**kwargs)
        self._each = coarse_pred_each_layer
        self.fcs = []
        in_dim = channels + num_classes
        with self.name_scope():
            for k in range(num_fc):
                fc = nn.Conv1D(fc_dim, 1, in_channels=in_dim, activation="relu")
                self.register_child(fc)
                self.fcs.append(fc)
                in_dim = fc_dim + (num_classes if coarse_pred_each_layer else 0)
            self.predictor = nn.Conv1D(num_classes, 1, in_channels=in_dim)

    def hybrid_forward(self, F, fine, coarse):
        x = F.concat(fine, coarse, dim=1)
        for layer in self.fcs:
            x = layer(x)
            if self._each:
                x = F.concat(x, coarse, dim=1)
        return self.predictor(x)


Net = StandardPointHead
