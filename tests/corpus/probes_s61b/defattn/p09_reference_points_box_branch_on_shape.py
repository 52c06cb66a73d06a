"""Deformable DETR choosing between point and box reference points with the reference's `if reference_points.shape[-1] == 2:` branch, boxes offsetting by half their width and height."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8), (2, 3, 4)]


class BoxOrPointReference(HybridBlock):
    def __init__(self, n_points=2, **kwargs):
        super().__init__(**kwargs)
        self._p = n_points
        with self.name_scope():
            self.sampling_offsets = nn.Dense(n_points * 2, flatten=False)

    def hybrid_forward(self, F, query, reference_points):
        offsets = self.sampling_offsets(query).reshape((0, 0, self._p, 2))
        ref = F.sigmoid(reference_points)
        if reference_points.shape[-1] == 2:
            return F.broadcast_add(F.expand_dims(ref, axis=2), offsets)
        centre = F.expand_dims(F.slice_axis(ref, axis=-1, begin=0, end=2), axis=2)
        half = F.expand_dims(F.slice_axis(ref, axis=-1, begin=2, end=4), axis=2) * 0.5
        return F.broadcast_add(centre, F.broadcast_mul(offsets / self._p, half))


Net = BoxOrPointReference
