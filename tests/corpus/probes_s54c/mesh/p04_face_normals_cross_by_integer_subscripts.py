"""Face normals whose cross product reads components by subscripts `e1[:, :, 1]`."""
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
        nz = e1[:, :, 0] * e2[:, :, 1] - e1[:, :, 1] * e2[:, :, 0]
        return nz


Net = FaceNormals
