"""Face normals of a fixed triangle list: corners gathered by `F.take(verts, faces, axis=1)` with a constant index array, edge vectors, cross product from the `F.split` components, normalised by `broadcast_div` with `F.norm(..., keepdims=True)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 3)]

FACES = [[0, 1, 2], [0, 2, 3], [0, 3, 4], [1, 2, 4]]


class FaceNormals(HybridBlock):
    def __init__(self, faces=FACES, **kwargs):
        super().__init__(**kwargs)
        self.nf = len(faces)
        with self.name_scope():
            self.faces = self.params.get_constant("faces", faces)

    def hybrid_forward(self, F, verts, faces):
        tri = F.take(verts, faces.reshape((-1,)), axis=1).reshape((0, self.nf, 3, 3))
        v0, v1, v2 = F.split(tri, num_outputs=3, axis=2, squeeze_axis=True)
        e1, e2 = v1 - v0, v2 - v0
        ax, ay, az = F.split(e1, num_outputs=3, axis=-1)
        bx, by, bz = F.split(e2, num_outputs=3, axis=-1)
        n = F.concat(ay * bz - az * by, az * bx - ax * bz, ax * by - ay * bx, dim=-1)
        return F.broadcast_div(n, F.norm(n, axis=-1, keepdims=True) + 1e-8)


Net = FaceNormals
