from ctreelab.testing import MemoryModelTests
from ctreelab_zeroinit import ZeroInit

class TestZeroInit(MemoryModelTests):
    model = ZeroInit
