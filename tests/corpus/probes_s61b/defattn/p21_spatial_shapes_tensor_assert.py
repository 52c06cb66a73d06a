"""Deformable attention checking the flattened value length against the level sizes as the reference does, `assert F.sum(F.prod(spatial_shapes, axis=1)) == self._len_in`, `spatial_shapes` a constant argument."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 20, 4)]


class AssertedLevels(HybridBlock):
    def __init__(self, spatial_shapes=((4, 4), (2, 2)), **kwargs):
        super().__init__(**kwargs)
        self._len_in = sum(h * w for h, w in spatial_shapes)
        with self.name_scope():
            self.spatial_shapes = self.params.get_constant("spatial_shapes", np.array(spatial_shapes, "float32"))
            self.value_proj = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, value, spatial_shapes):
        assert F.sum(F.prod(spatial_shapes, axis=1)) == self._len_in
        return self.value_proj(value)


Net = AssertedLevels
