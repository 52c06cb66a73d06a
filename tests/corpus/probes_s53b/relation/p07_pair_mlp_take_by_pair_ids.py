"""Object-pair MLP for scene-graph predicates: the proposal features (R, D), pair ids (P, 2) given as floats turned into row ids, subject/object rows gathered with `F.take` from the two `split` columns, concatenated with their difference."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 6), (7, 2)]


class PredicateHead(HybridBlock):
    def __init__(self, num_rois=5, predicates=4, **kwargs):
        super().__init__(**kwargs)
        self.num_rois = num_rois
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(8, activation="relu"), nn.Dense(predicates))

    def hybrid_forward(self, F, rois, pairs):
        ids = F.floor((pairs + 1) * 0.5 * (self.num_rois - 1))
        s_id, o_id = F.split(ids, num_outputs=2, axis=1, squeeze_axis=True)
        s, o = F.take(rois, s_id), F.take(rois, o_id)
        return self.mlp(F.concat(s, o, s - o, dim=1))


Net = PredicateHead
