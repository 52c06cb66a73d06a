"""Pillar-centre decoration subtracting the voxel-size constant read with `self.voxel_size.data()` inside hybrid_forward."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 4)]


class CentreDecoration(HybridBlock):
    def __init__(self, voxel_size=(0.2, 0.2, 4.0), **kwargs):
        super(CentreDecoration, self).__init__(**kwargs)
        with self.name_scope():
            self.voxel_size = self.params.get_constant(
                "voxel_size", np.array(voxel_size, dtype="float32").reshape(1, 1, 1, 3))
            self.linear = nn.Dense(8, flatten=False, in_units=7)

    def hybrid_forward(self, F, points, voxel_size):
        xyz = F.slice_axis(points, axis=-1, begin=0, end=3)
        centre = F.broadcast_div(xyz, self.voxel_size.data())
        return F.max(self.linear(F.concat(points, centre, dim=-1)), axis=2)


Net = CentreDecoration
