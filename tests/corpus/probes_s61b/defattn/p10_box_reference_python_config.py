"""Deformable DETR with box reference points chosen by configuration (`self._box_refs`, set in `__init__` from the two-stage flag): centre and half-size taken with `slice_axis`, offsets scaled by `broadcast_mul`; `len(self._levels)` for the level loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8), (2, 3, 4)]


class ConfiguredReference(HybridBlock):
    def __init__(self, n_points=2, two_stage=True, levels=(8, 4), **kwargs):
        super().__init__(**kwargs)
        self._p = n_points
        self._box_refs = two_stage
        self._levels = list(levels)
        with self.name_scope():
            self.sampling_offsets = nn.Dense(len(levels) * n_points * 2, flatten=False)

    def hybrid_forward(self, F, query, reference_points):
        offsets = self.sampling_offsets(query).reshape((0, 0, len(self._levels), self._p, 2))
        ref = F.sigmoid(reference_points)
        if self._box_refs:
            centre = F.slice_axis(ref, axis=-1, begin=0, end=2).reshape((0, 0, 1, 1, 2))
            half = F.slice_axis(ref, axis=-1, begin=2, end=4).reshape((0, 0, 1, 1, 2)) * 0.5
            return F.broadcast_add(centre, F.broadcast_mul(offsets / self._p, half))
        return F.broadcast_add(F.slice_axis(ref, axis=-1, begin=0, end=2).reshape((0, 0, 1, 1, 2)), offsets)


Net = ConfiguredReference
