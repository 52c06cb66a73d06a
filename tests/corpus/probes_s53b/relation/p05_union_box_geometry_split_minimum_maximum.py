"""Scene-graph pair geometry: subject and object boxes (N, 4) split into coordinates with `F.split`, the union box by `F.minimum`/`F.maximum`, log-ratio deltas of widths/heights and offsets normalised by the subject size, fed to a spatial MLP."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 4), (6, 4)]


def box_parts(F, boxes):
    x1, y1, w, h = F.split(boxes, num_outputs=4, axis=1)
    w, h = F.abs(w) + 0.5, F.abs(h) + 0.5
    return x1, y1, x1 + w, y1 + h


class PairGeometry(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.Dense(hidden, activation="relu")

    def hybrid_forward(self, F, subj, obj):
        sx1, sy1, sx2, sy2 = box_parts(F, subj)
        ox1, oy1, ox2, oy2 = box_parts(F, obj)
        sw, sh, ow, oh = sx2 - sx1, sy2 - sy1, ox2 - ox1, oy2 - oy1
        ux1, uy1 = F.minimum(sx1, ox1), F.minimum(sy1, oy1)
        ux2, uy2 = F.maximum(sx2, ox2), F.maximum(sy2, oy2)
        feats = F.concat((ox1 - sx1) / sw, (oy1 - sy1) / sh, F.log(ow / sw), F.log(oh / sh),
                         (ux2 - ux1) * (uy2 - uy1) / (sw * sh), dim=1)
        return self.mlp(feats)


Net = PairGeometry
